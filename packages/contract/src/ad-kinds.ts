/** Home banners: kind 0 is the download banner, kind 1 a promotion image. */
export const AD_KIND = { download: 0, promotion: 1 } as const
export type AdKind = (typeof AD_KIND)[keyof typeof AD_KIND]
