import {
  applicationImages,
  decideApplication,
  listAnnouncements,
  listApplications,
  listBlog,
  listHelp,
  listPromotions,
  removeAnnouncement,
  removeBlog,
  removeHelp,
  removePromotion,
  saveAnnouncement,
  saveBlog,
  saveHelp,
  savePromotion,
} from '../content'
import type { ConsoleArea } from '../router'

/** The Content section (server/platform/console/content.ts) as console calls. */
export const consoleArea: ConsoleArea = {
  handlers: ({ platform: p }) => ({
    'promotions.list': ({ operator }) => listPromotions(p.db, operator),
    'promotions.save': ({ input, operator }) => savePromotion(p.db, operator, input),
    'promotions.remove': ({ input, operator }) => removePromotion(p.db, operator, input),
    'promotions.applications': ({ input, operator }) => listApplications(p.db, operator, input),
    'promotions.applicationImages': ({ input, operator }) =>
      applicationImages(p.db, operator, input),
    'promotions.decide': ({ input, operator }) => decideApplication(p.db, operator, input),
    'help.list': ({ operator }) => listHelp(p.db, operator),
    'help.save': ({ input, operator }) => saveHelp(p.db, operator, input),
    'help.remove': ({ input, operator }) => removeHelp(p.db, operator, input),
    'blog.list': ({ operator }) => listBlog(p.db, operator),
    'blog.save': ({ input, operator }) => saveBlog(p.db, operator, input),
    'blog.remove': ({ input, operator }) => removeBlog(p.db, operator, input),
    'announcements.list': ({ operator }) => listAnnouncements(p.db, operator),
    'announcements.save': ({ input, operator }) => saveAnnouncement(p.db, operator, input),
    'announcements.remove': ({ input, operator }) => removeAnnouncement(p.db, operator, input),
  }),
}
