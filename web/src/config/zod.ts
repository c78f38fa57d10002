import { config } from 'zod';

// The site's Content-Security-Policy allows no eval: zod parses without compiling its object checks, and
// never probes `new Function` (a caught probe is still reported as a CSP violation). Imported before the
// first schema is built.
config({ jitless: true });
