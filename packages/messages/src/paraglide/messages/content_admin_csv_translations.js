/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_TranslationsInputs */

const en_content_admin_csv_translations = /** @type {(inputs: Content_Admin_Csv_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. The text in German, with the same limits; likewise @fr, @nl and @es. An empty cell shows the English text. domain@de names the domain on its domain row.`)
};

const de_content_admin_csv_translations = /** @type {(inputs: Content_Admin_Csv_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Der Text auf Deutsch, mit denselben Grenzen; ebenso @fr, @nl und @es. Eine leere Zelle zeigt den englischen Text. domain@de benennt die Domäne in ihrer Domänenzeile.`)
};

const fr_content_admin_csv_translations = /** @type {(inputs: Content_Admin_Csv_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif. Le texte en allemand, avec les mêmes limites ; de même @fr, @nl et @es. Une cellule vide affiche le texte anglais. domain@de nomme le domaine sur sa ligne de domaine.`)
};

const nl_content_admin_csv_translations = /** @type {(inputs: Content_Admin_Csv_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optioneel. De tekst in het Duits, met dezelfde limieten; net zo @fr, @nl en @es. Een lege cel toont de Engelse tekst. domain@de geeft het domein een naam op de domeinrij.`)
};

const es_content_admin_csv_translations = /** @type {(inputs: Content_Admin_Csv_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opcional. El texto en alemán, con los mismos límites; igual con @fr, @nl y @es. Una celda vacía muestra el texto en inglés. domain@de nombra el dominio en su fila de dominio.`)
};

const en_xa2_content_admin_csv_translations = /** @type {(inputs: Content_Admin_Csv_TranslationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öþţíöñáļ. Ţĥé ţéẋţ íñ Ĝéŕɱáñ, ŵíţĥ ţĥé šáɱé ļíɱíţš; ļíķéŵíšé @ƒŕ, @ñļ áñð @éš. Åñ éɱþţý çéļļ šĥöŵš ţĥé Éñĝļíšĥ ţéẋţ. ðöɱáíñ@ðé ñáɱéš ţĥé ðöɱáíñ öñ íţš ðöɱáíñ ŕöŵ. one two three four five six seven eight nine ten eleve]`)
};

/**
* | output |
* | --- |
* | "Optional. The text in German, with the same limits; likewise @fr, @nl and @es. An empty cell shows the English text. domain@de names the domain on its domain..." |
*
* @param {Content_Admin_Csv_TranslationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_translations = /** @type {((inputs?: Content_Admin_Csv_TranslationsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_TranslationsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_translations(inputs)
	if (locale === "fr") return fr_content_admin_csv_translations(inputs)
	if (locale === "nl") return nl_content_admin_csv_translations(inputs)
	if (locale === "es") return es_content_admin_csv_translations(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_translations(inputs)
	return en_content_admin_csv_translations(inputs)
});