/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Translations_HintInputs */

const en_content_admin_translations_hint = /** @type {(inputs: Content_Admin_Translations_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty fields show the baseline’s own text.`)
};

const de_content_admin_translations_hint = /** @type {(inputs: Content_Admin_Translations_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leere Felder zeigen den eigenen Text der Baseline.`)
};

const fr_content_admin_translations_hint = /** @type {(inputs: Content_Admin_Translations_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs vides affichent le texte propre au référentiel.`)
};

const nl_content_admin_translations_hint = /** @type {(inputs: Content_Admin_Translations_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lege velden tonen de eigen tekst van de baseline.`)
};

const es_content_admin_translations_hint = /** @type {(inputs: Content_Admin_Translations_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los campos vacíos muestran el texto propio de la línea base.`)
};

const en_xa2_content_admin_translations_hint = /** @type {(inputs: Content_Admin_Translations_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱþţý ƒíéļðš šĥöŵ ţĥé ƀášéļíñé’š öŵñ ţéẋţ. one two thre]`)
};

/**
* | output |
* | --- |
* | "Empty fields show the baseline’s own text." |
*
* @param {Content_Admin_Translations_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_translations_hint = /** @type {((inputs?: Content_Admin_Translations_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Translations_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_translations_hint(inputs)
	if (locale === "fr") return fr_content_admin_translations_hint(inputs)
	if (locale === "nl") return nl_content_admin_translations_hint(inputs)
	if (locale === "es") return es_content_admin_translations_hint(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_translations_hint(inputs)
	return en_content_admin_translations_hint(inputs)
});