/** An Education page's key in the content store: its path after /education/, "/" read as "-" (university-phd). */
export const educationPageKey = (path: string) => path.replace(/^\/education\//, '').replace('/', '-')
