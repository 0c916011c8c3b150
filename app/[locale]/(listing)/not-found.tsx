export { default, generateMetadata } from '../(site)/not-found';
