import type { Config } from 'tailwindcss';
import app from '../tailwind.config';

/** The app's theme, with no content of its own: src/boot/firstPaint.css names its sources. */
export default { ...app, content: [] } satisfies Config;
