// An unknown screen inside the console keeps the shell around its 404 page.
export { default } from '@/app/not-found';
