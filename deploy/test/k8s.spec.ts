import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseAllDocuments } from 'yaml';

import {
  type Destination,
  egressAllowed,
  egressPoliciesOf,
  type NetworkPolicy,
  type Pod,
  selects,
} from './network-policy.js';
import { appNames, repoRoot, run } from './support.js';

// The fields these checks read; kubernetes-models validates the full documents.
interface Probe {
  exec?: unknown;
  httpGet?: unknown;
  tcpSocket?: unknown;
}
interface Container {
  name: string;
  image: string;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
  };
  env?: { name: string; valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; securityContext?: { runAsNonRoot?: boolean } };
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: {
    replicas?: number;
    template?: PodTemplate;
    minReplicas?: number;
    maxReplicas?: number;
    scaleTargetRef?: { kind: string; name: string };
    selector?: { matchLabels?: Record<string, string> };
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const k8sDir = path.join(repoRoot, 'k8s');
const overlays = readdirSync(path.join(k8sDir, 'overlays'));

function parseManifests(text: string, source: string): Manifest[] {
  return parseAllDocuments(text).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${source}: ${doc.errors[0].message}`);
    return doc.toJS() as Manifest;
  });
}

function kustomize(dir: string): Manifest[] {
  return parseManifests(run('kubectl', ['kustomize', dir]), dir).map((manifest) =>
    // kustomize wraps long base64 values over several lines; the API server's decoder skips the breaks,
    // the schema's "byte" format does not.
    manifest.kind === 'Secret' && manifest.data
      ? {
          ...manifest,
          data: Object.fromEntries(
            Object.entries(manifest.data).map(([key, value]) => [key, value.replace(/\s/g, '')]),
          ),
        }
      : manifest,
  );
}

/** The dev overlay's token secret file a developer makes once (k8s/overlays/dev/kustomization.yaml). */
const DEV_SECRET_FILE = 'jwt-secret.env';

/**
 * Renders an overlay from a copy of k8s/, with the dev overlay's git-ignored secret file made as a developer
 * would, so the test neither needs nor writes one in the working tree. Answers the secret it used.
 */
function renderOverlay(overlay: string): { manifests: Manifest[]; jwtSecret?: string } {
  const copy = mkdtempSync(path.join(tmpdir(), 'tracker-k8s-'));
  try {
    cpSync(k8sDir, copy, { recursive: true });
    const overlayDir = path.join(copy, 'overlays', overlay);
    let jwtSecret: string | undefined;
    if (overlay === 'dev' && !existsSync(path.join(k8sDir, 'overlays', 'dev', DEV_SECRET_FILE))) {
      jwtSecret = randomBytes(32).toString('hex');
      writeFileSync(path.join(overlayDir, DEV_SECRET_FILE), `JWT_SECRET=${jwtSecret}\n`);
    }
    return { manifests: kustomize(overlayDir), jwtSecret };
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Schema-checks a document with the kubernetes-models class for its apiVersion and kind. */
async function schemaErrors(manifest: Manifest): Promise<string | undefined> {
  const [group, version] = manifest.apiVersion.includes('/')
    ? manifest.apiVersion.split('/')
    : [undefined, manifest.apiVersion];
  const where = `${manifest.kind}/${manifest.metadata.name}`;
  let Model: new (data: Manifest) => { validate(): void };
  try {
    const models = (await import(
      group
        ? `kubernetes-models/${group}/${version}/${manifest.kind}`
        : `kubernetes-models/${version}/${manifest.kind}`
    )) as Record<string, typeof Model>;
    Model = models[manifest.kind];
  } catch {
    return `${where}: no kubernetes-models schema for ${manifest.apiVersion} ${manifest.kind}`;
  }
  try {
    new Model(manifest).validate();
    return undefined;
  } catch (error) {
    return `${where}: ${(error as Error).message}`;
  }
}

function workloads(manifests: Manifest[]): (Manifest & { spec: { template: PodTemplate } })[] {
  return manifests.filter(
    (m): m is Manifest & { spec: { template: PodTemplate } } =>
      (m.kind === 'Deployment' || m.kind === 'StatefulSet') && !!m.spec?.template,
  );
}

function find(manifests: Manifest[], kind: string, name: string): Manifest | undefined {
  return manifests.find((m) => m.kind === kind && m.metadata.name === name);
}

/** Keys of the Secret the base expects but does not ship (k8s/base/secret.example.yaml). */
function exampleSecretKeys(): string[] {
  const [secret] = parseManifests(
    readFileSync(path.join(k8sDir, 'base', 'secret.example.yaml'), 'utf8'),
    'secret.example.yaml',
  );
  return Object.keys(secret.stringData ?? {});
}

describe('k8s/base', () => {
  it('renders with no namespace and without the example Secret', () => {
    const manifests = kustomize(path.join(k8sDir, 'base'));
    expect(manifests.filter((m) => m.metadata.namespace).map((m) => `${m.kind}/${m.metadata.name}`)).toEqual(
      [],
    );
    expect(manifests.filter((m) => m.kind === 'Secret')).toEqual([]);
  });

  it('has a valid secret.example.yaml naming every key the Deployments read', async () => {
    const [secret] = parseManifests(
      readFileSync(path.join(k8sDir, 'base', 'secret.example.yaml'), 'utf8'),
      'secret.example.yaml',
    );
    expect(await schemaErrors(secret)).toBeUndefined();
    expect(secret.metadata.name).toBe('tracker-secrets');
    expect(exampleSecretKeys().sort()).toEqual(['DATABASE_URL', 'JWT_SECRET', 'MAL_CLIENT_ID', 'REDIS_URL']);
  });
});

describe.each(overlays)('k8s/overlays/%s', (overlay) => {
  let manifests: Manifest[];

  beforeAll(() => {
    manifests = renderOverlay(overlay).manifests;
  });

  it('renders with kubectl kustomize', () => {
    expect(manifests.length).toBeGreaterThan(0);
  });

  it('validates every document against its Kubernetes schema', async () => {
    const errors = (await Promise.all(manifests.map(schemaErrors))).filter(Boolean);
    expect(errors).toEqual([]);
  });

  it('gives every container readiness and liveness probes and resource requests and limits', () => {
    const missing = workloads(manifests).flatMap((w) =>
      w.spec.template.spec.containers.flatMap((c) => {
        const where = `${w.kind}/${w.metadata.name} container ${c.name}`;
        return [
          !c.readinessProbe && `${where}: no readinessProbe`,
          !c.livenessProbe && `${where}: no livenessProbe`,
          !(c.resources?.limits?.cpu && c.resources.limits.memory) && `${where}: no cpu and memory limits`,
          !(c.resources?.requests?.cpu && c.resources.requests.memory) &&
            `${where}: no cpu and memory requests`,
        ].filter(Boolean);
      }),
    );
    expect(missing).toEqual([]);
  });

  it('runs every container as non-root, without privilege escalation, on a read-only root filesystem', () => {
    const loose = workloads(manifests).flatMap((w) =>
      w.spec.template.spec.containers
        .filter(
          (c) =>
            !(
              (w.spec.template.spec.securityContext?.runAsNonRoot || c.securityContext?.runAsNonRoot) &&
              c.securityContext?.readOnlyRootFilesystem &&
              c.securityContext.allowPrivilegeEscalation === false
            ),
        )
        .map((c) => `${w.kind}/${w.metadata.name} container ${c.name}`),
    );
    expect(loose).toEqual([]);
  });

  it('has a Deployment, an HPA and a PDB for every service and the web', () => {
    const problems = appNames().flatMap((app) => {
      const deployment = find(manifests, 'Deployment', app);
      if (!deployment?.spec?.template) return [`no Deployment ${app}`];
      const podLabels = deployment.spec.template.metadata.labels;
      const hpa = manifests.find(
        (m) =>
          m.kind === 'HorizontalPodAutoscaler' &&
          m.spec?.scaleTargetRef?.kind === 'Deployment' &&
          m.spec.scaleTargetRef.name === app,
      );
      const pdb = manifests.find(
        (m) =>
          m.kind === 'PodDisruptionBudget' &&
          Object.entries(m.spec?.selector?.matchLabels ?? {}).every(
            ([key, value]) => podLabels[key] === value,
          ) &&
          Object.keys(m.spec?.selector?.matchLabels ?? {}).length > 0,
      );
      return [
        !hpa && `no HorizontalPodAutoscaler targeting Deployment ${app}`,
        !pdb && `no PodDisruptionBudget selecting the pods of ${app}`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });

  it('references only ConfigMaps it renders and Secret keys it renders or that secret.example.yaml documents', () => {
    const expected = exampleSecretKeys();
    const broken = workloads(manifests).flatMap((w) =>
      w.spec.template.spec.containers.flatMap((c) => [
        ...(c.envFrom ?? [])
          .filter((source) => source.configMapRef && !find(manifests, 'ConfigMap', source.configMapRef.name))
          .map((source) => `${w.metadata.name}: ConfigMap ${source.configMapRef?.name} is not rendered`),
        ...(c.env ?? []).flatMap((variable) => {
          const ref = variable.valueFrom?.secretKeyRef;
          if (!ref) return [];
          const rendered = find(manifests, 'Secret', ref.name);
          if (rendered) return [];
          return ref.name === 'tracker-secrets' && expected.includes(ref.key)
            ? []
            : [
                `${w.metadata.name}: Secret ${ref.name} key ${ref.key} is neither rendered nor in secret.example.yaml`,
              ];
        }),
      ]),
    );
    expect(broken).toEqual([]);
  });

  describe('egress network policies', () => {
    const kubeDns: Pod = {
      namespace: 'kube-system',
      namespaceLabels: { 'kubernetes.io/metadata.name': 'kube-system' },
      labels: { 'k8s-app': 'kube-dns' },
    };
    const publicAddress = '203.0.113.10';
    let policies: NetworkPolicy[];

    beforeAll(() => {
      policies = manifests.filter((m): m is Manifest & NetworkPolicy => m.kind === 'NetworkPolicy');
    });

    /** The pods of a rendered Deployment or StatefulSet `name`. */
    function podOf(name: string): Pod {
      const workload = workloads(manifests).find((w) => w.metadata.name === name);
      if (!workload) throw new Error(`no workload ${name}`);
      return {
        namespace: workload.metadata.namespace ?? '',
        namespaceLabels: { 'kubernetes.io/metadata.name': workload.metadata.namespace ?? '' },
        labels: workload.spec.template.metadata.labels,
      };
    }
    function to(ip: string, port: number, pod?: Pod, protocol: 'TCP' | 'UDP' = 'TCP'): Destination {
      return { ip, port, protocol, pod };
    }
    const services = () => appNames().filter((app) => app !== 'web');

    it('restricts every tracker pod and lets it resolve names through kube-dns only', () => {
      const problems = appNames().flatMap((app) => {
        const pod = podOf(app);
        return [
          egressPoliciesOf(policies, pod).length === 0 && `${app}: no Egress policy selects its pods`,
          !egressAllowed(policies, pod, to('10.244.9.2', 53, kubeDns, 'UDP')) && `${app}: no DNS over UDP`,
          !egressAllowed(policies, pod, to('10.244.9.2', 53, kubeDns)) && `${app}: no DNS over TCP`,
          egressAllowed(policies, pod, to(publicAddress, 53, undefined, 'UDP')) && `${app}: any resolver`,
        ].filter(Boolean);
      });
      expect(problems).toEqual([]);
    });

    it('lets the six services reach Postgres and Redis, managed outside the cluster or pods in it', () => {
      // Production's managed instances at addresses the manifests do not know; the dev overlay's pods.
      const targets: [string, Destination][] = [
        ['a managed Postgres', to('10.20.0.5', 5432)],
        ['a managed Redis', to('172.20.0.6', 6379)],
      ];
      if (overlay === 'dev') {
        targets.push(['the postgres pod', to('10.244.7.1', 5432, podOf('postgres'))]);
        targets.push(['the redis pod', to('10.244.7.2', 6379, podOf('redis'))]);
      }
      const refused = services().flatMap((app) =>
        targets
          .filter(([, destination]) => !egressAllowed(policies, podOf(app), destination))
          .map(([what]) => `${app} to ${what}`),
      );
      expect(refused).toEqual([]);
    });

    it('lets only the catalogue reach the internet, on 443 to public addresses alone', () => {
      const catalogue = podOf('catalogue');
      expect(appNames().filter((app) => egressAllowed(policies, podOf(app), to(publicAddress, 443)))).toEqual(
        ['catalogue'],
      );
      const wideOpen = policies.filter((policy) =>
        (policy.spec.egress ?? []).some((rule) =>
          rule.to?.some((peer) => peer.ipBlock?.cidr === '0.0.0.0/0'),
        ),
      );
      expect(
        wideOpen.flatMap((policy) =>
          appNames().filter((app) => selects(policy.spec.podSelector, podOf(app).labels)),
        ),
      ).toEqual(['catalogue']);
      const privateOrOtherPort = [
        to(publicAddress, 80),
        to('10.1.2.3', 443),
        to('100.64.1.1', 443),
        to('169.254.169.254', 443),
        to('169.254.169.254', 80),
        to('172.16.5.4', 443),
        to('192.168.1.1', 443),
      ];
      expect(
        privateOrOtherPort
          .filter((destination) => egressAllowed(policies, catalogue, destination))
          .map(({ ip, port }) => `${ip}:${port}`),
      ).toEqual([]);
    });

    it("lets the web reach only the gateway's 3001, and no pod open another tracker pod's port", () => {
      const gateway = podOf('gateway');
      expect(egressAllowed(policies, podOf('web'), to('10.244.1.1', 3001, gateway))).toBe(true);
      const web = podOf('web');
      const webElsewhere = [
        to('10.244.1.1', 9464, gateway),
        to('10.20.0.5', 5432),
        to('172.20.0.6', 6379),
        to(publicAddress, 443),
      ].filter((destination) => egressAllowed(policies, web, destination));
      expect(webElsewhere).toEqual([]);
      const sideways = services().flatMap((from) =>
        appNames()
          .filter((target) => target !== from)
          .flatMap((target) =>
            [3001, 8080, 9464]
              .filter((port) => egressAllowed(policies, podOf(from), to('10.244.2.2', port, podOf(target))))
              .map((port) => `${from} to ${target}:${port}`),
          ),
      );
      expect(sideways).toEqual([]);
    });
  });

  it('pins every image to an explicit tag', () => {
    const images = workloads(manifests).flatMap((w) => w.spec.template.spec.containers.map((c) => c.image));
    expect(
      images.filter((image) => !/:[\w.-]+$/.test(image.split('/').pop() ?? '') || image.endsWith(':latest')),
    ).toEqual([]);
  });
});

describe('k8s/overlays/prod', () => {
  let manifests: Manifest[];

  beforeAll(() => {
    manifests = renderOverlay('prod').manifests;
  });

  it('runs at least two replicas of every service and the web, and never scales below two', () => {
    const tooFew = appNames().flatMap((app) => {
      const replicas = find(manifests, 'Deployment', app)?.spec?.replicas ?? 1;
      const hpa = manifests.find(
        (m) => m.kind === 'HorizontalPodAutoscaler' && m.spec?.scaleTargetRef?.name === app,
      );
      return [
        replicas < 2 && `Deployment ${app} has ${replicas} replicas`,
        (hpa?.spec?.minReplicas ?? 1) < 2 && `HPA for ${app} allows ${hpa?.spec?.minReplicas ?? 1}`,
      ].filter(Boolean);
    });
    expect(tooFew).toEqual([]);
  });

  it('ships no Secret and no in-cluster database: those are managed outside', () => {
    expect(
      manifests
        .filter((m) => m.kind === 'Secret' || m.kind === 'StatefulSet')
        .map((m) => `${m.kind}/${m.metadata.name}`),
    ).toEqual([]);
  });
});

describe('k8s/overlays/dev', () => {
  it("signs tokens with the clone's own secret file, never a value written in the overlay", () => {
    const overlayText = readFileSync(path.join(k8sDir, 'overlays', 'dev', 'kustomization.yaml'), 'utf8');
    expect(overlayText).not.toMatch(/^\s*-\s*JWT_SECRET=/m);

    const { manifests, jwtSecret } = renderOverlay('dev');
    const secret = manifests.find(
      (m) => m.kind === 'Secret' && m.metadata.name.startsWith('tracker-secrets'),
    );
    const rendered = Buffer.from(secret?.data?.JWT_SECRET ?? '', 'base64').toString('utf8');
    if (jwtSecret) expect(rendered).toBe(jwtSecret);
    expect(rendered).toMatch(/^\S{32,}$/);
  });
});
