// /Index shows the welcome page (spec 01 §2).
export { default, metadata } from '../page';
