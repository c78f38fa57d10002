// kubernetes-models and the validators it imports publish only an "import" export condition, which
// CommonJS Jest does not ask for: add it for those packages alone (SWC then transforms them).
const esmOnly = /^(kubernetes-models|@kubernetes-models\/[^/]+|is-cidr|cidr-regex|ip-regex)(\/|$)/;

module.exports = (request, options) =>
  options.defaultResolver(
    request,
    esmOnly.test(request) ? { ...options, conditions: [...(options.conditions ?? []), 'import'] } : options,
  );
