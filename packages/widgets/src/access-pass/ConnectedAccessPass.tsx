/** The access pass fed by the core's access-pass area. PENDING: the core area has no exports yet. */
export function ConnectedAccessPass() {
  return null
}
