// The English words of the side nav: its element carries them, and no other element does.

export const sideNav = {
  navigation: 'Main',
  close: 'Close navigation',
  collapse: 'Collapse navigation',
  expand: 'Expand navigation',
  switchContext: 'Switch context',
  searchContexts: 'Search contexts',
  search: 'Search',
  noMatch: 'No match',
  training: 'Training',
  library: 'Library',
  accessPass: 'Access Pass'
}
