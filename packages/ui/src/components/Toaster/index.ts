export { Toaster, type ToasterProps, type ToastMessage } from './Toaster';
