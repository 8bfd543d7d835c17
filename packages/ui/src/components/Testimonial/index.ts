export { Testimonial, type TestimonialProps, type TestimonialPhoto } from './Testimonial';
