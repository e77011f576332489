/** What every page receives from the router. */
export interface PageProps {
  params: Record<string, string>
  search: Record<string, string>
}
