/**
 * What a set of NetworkPolicies lets a pod open, evaluated as the Kubernetes API documents it: a pod no
 * Egress policy selects opens anything; one that any selects opens only what a rule of those allows
 * (a rule without `to` allows every destination, without `ports` every port). Enough for the k8s/ checks:
 * numeric ports only, IPv4 destinations only.
 */

export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: {
    key: string;
    operator: 'In' | 'NotIn' | 'Exists' | 'DoesNotExist';
    values?: string[];
  }[];
}

interface Peer {
  podSelector?: LabelSelector;
  namespaceSelector?: LabelSelector;
  ipBlock?: { cidr: string; except?: string[] };
}

interface EgressRule {
  to?: Peer[];
  ports?: { protocol?: string; port?: number | string; endPort?: number }[];
}

export interface NetworkPolicy {
  kind: 'NetworkPolicy';
  metadata: { name: string; namespace?: string };
  spec: { podSelector: LabelSelector; policyTypes?: string[]; egress?: EgressRule[] };
}

/** A pod: its namespace, its namespace's labels and its own. */
export interface Pod {
  namespace: string;
  namespaceLabels: Record<string, string>;
  labels: Record<string, string>;
}

/** Where a connection goes: an address, maybe a pod's, and a port. */
export interface Destination {
  ip: string;
  port: number;
  protocol: 'TCP' | 'UDP';
  pod?: Pod;
}

export function selects(selector: LabelSelector, labels: Record<string, string>): boolean {
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    switch (operator) {
      case 'In':
        return key in labels && values.includes(labels[key]);
      case 'NotIn':
        return !(key in labels) || !values.includes(labels[key]);
      case 'Exists':
        return key in labels;
      case 'DoesNotExist':
        return !(key in labels);
    }
  });
  return byLabel && byExpression;
}

function ipv4ToNumber(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

/** Whether IPv4 `ip` lies in `cidr` (never for an IPv6 range). */
export function inCidr(ip: string, cidr: string): boolean {
  const [base, bits] = cidr.split('/');
  const address = ipv4ToNumber(ip);
  const network = ipv4ToNumber(base);
  if (address === undefined || network === undefined) return false;
  const size = 2 ** (32 - Number(bits));
  return Math.floor(address / size) === Math.floor(network / size);
}

function peerMatches(peer: Peer, policyNamespace: string, destination: Destination): boolean {
  if (peer.ipBlock) {
    const { cidr, except = [] } = peer.ipBlock;
    return inCidr(destination.ip, cidr) && !except.some((range) => inCidr(destination.ip, range));
  }
  const pod = destination.pod;
  if (!pod) return false;
  const namespaceMatches = peer.namespaceSelector
    ? selects(peer.namespaceSelector, pod.namespaceLabels)
    : pod.namespace === policyNamespace;
  return namespaceMatches && (!peer.podSelector || selects(peer.podSelector, pod.labels));
}

function portMatches(rule: EgressRule, destination: Destination): boolean {
  if (!rule.ports?.length) return true;
  return rule.ports.some(({ protocol = 'TCP', port, endPort }) => {
    if (protocol !== destination.protocol) return false;
    if (port === undefined) return true;
    if (typeof port !== 'number') throw new Error(`named port ${port}: not evaluated here`);
    return destination.port >= port && destination.port <= (endPort ?? port);
  });
}

function restrictsEgress(policy: NetworkPolicy): boolean {
  return policy.spec.policyTypes
    ? policy.spec.policyTypes.includes('Egress')
    : policy.spec.egress !== undefined;
}

/** The Egress policies that select `pod`. */
export function egressPoliciesOf(policies: NetworkPolicy[], pod: Pod): NetworkPolicy[] {
  return policies.filter(
    (policy) =>
      (policy.metadata.namespace ?? '') === pod.namespace &&
      restrictsEgress(policy) &&
      selects(policy.spec.podSelector, pod.labels),
  );
}

/** Whether `pod` may open a connection to `destination`. */
export function egressAllowed(policies: NetworkPolicy[], pod: Pod, destination: Destination): boolean {
  const selecting = egressPoliciesOf(policies, pod);
  if (selecting.length === 0) return true;
  return selecting.some((policy) =>
    (policy.spec.egress ?? []).some(
      (rule) =>
        portMatches(rule, destination) &&
        (!rule.to?.length ||
          rule.to.some((peer) => peerMatches(peer, policy.metadata.namespace ?? '', destination))),
    ),
  );
}
