/** This kit's version (package.json's; a test keeps them equal): named when a second copy is found. */
export const KIT_VERSION = '0.2.0'
