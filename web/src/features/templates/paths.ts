/** The routes of template management (spec: access-and-administration §2 "Settings routes"). */
export const TEMPLATE_MANAGEMENT_PATH = '/settings/template-management';

/** The View (sample preview) page of a template. */
export const templatePreviewPath = (id: string) => `${TEMPLATE_MANAGEMENT_PATH}/${encodeURIComponent(id)}/preview`;
