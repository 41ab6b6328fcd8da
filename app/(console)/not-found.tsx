// An unknown screen inside the console keeps the shell around its 404 page.
export { default, metadata } from '@/app/not-found';
