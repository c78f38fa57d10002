import type { Catalogue } from '../../catalogues';
import auth from './auth.json';
import common from './common.json';
import profile from './profile.json';

const es: Catalogue = { auth, common, profile };
export default es;
