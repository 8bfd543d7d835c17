import { SampleMark } from '../SampleMark/SampleMark';
import * as css from './Testimonial.css';

export interface TestimonialPhoto {
  src: string;
  /** Empty when the name beside it says who it is (the usual case). */
  alt?: string;
  width: number;
  height: number;
}

export interface TestimonialProps {
  /** The client's own words, without quotation marks (the page's language adds them). */
  quote: string;
  name: string;
  role: string;
  company: string;
  city: string;
  photo?: TestimonialPhoto;
  /** Example content: shows the "Sample" mark (the production build refuses samples). */
  sample?: boolean;
  lang?: string;
}

/** A client's quote with who said it: name, role, company and city, and their photo if any. */
export function Testimonial({
  quote,
  name,
  role,
  company,
  city,
  photo,
  sample = false,
  lang,
}: TestimonialProps) {
  return (
    <figure className={css.figure} lang={lang}>
      {sample && (
        <span className={css.mark}>
          <SampleMark />
        </span>
      )}
      <blockquote className={css.quote}>{quote}</blockquote>
      <figcaption className={css.caption}>
        {photo && (
          <img
            className={css.photo}
            src={photo.src}
            alt={photo.alt ?? ''}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <span>
          <span className={css.name}>{name}</span>
          <span className={css.detail}>
            {role}, {company} · {city}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
