// Poppins from the app's own bundle (latin subset, the four weights in use): a font CDN would
// fail offline and cost a round trip on slow mobile data.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import './font-fallback.css';
