/**
 * The lazily loaded modules a cold signed-in visit waits for, one `import()` each: the route table
 * (router.tsx), the icon loader (icons.ts) and the early start (startRouteModules.ts) share them,
 * so each chunk is asked for once, by whichever comes first.
 */

/** The signed-in frame (header, menu, notifications). */
export const importAppLayout = () => import('../features/layout/AppLayout');

/** The page of the seven certificate lists. */
export const importCertificateListPage = () => import('../features/certificates/lists/CertificateListPage');

/** The 16 px icons of the signed-in screens (app/icons.ts). */
export const importSignedInIcons16 = () => import('../generated/iconPaths16');
