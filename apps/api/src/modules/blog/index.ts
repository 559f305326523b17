/**
 * Blog posts and their categories. What other modules and app.ts may use of it.
 */
export { createBlogRepo } from './blog.repo.ts';
export { blogReads } from './blog.reads.ts';
export { blogPostTag, createBlogService } from './blog.service.ts';
export type { BlogService } from './blog.service.ts';
export { createStaffPostsRepo } from './staff-posts.repo.ts';
export { createStaffPostsService } from './staff-posts.service.ts';
export { staffPostsRoutes } from './staff-posts.routes.ts';
export { staffPreviewRoutes } from './staff-preview.routes.ts';
