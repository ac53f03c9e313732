/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ file: NonNullable<unknown> }} Content_Admin_Problems_DescriptionInputs */

const en_content_admin_problems_description = /** @type {(inputs: Content_Admin_Problems_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing was imported. Fix these in ${i?.file} and check it again.`)
};

const de_content_admin_problems_description = /** @type {(inputs: Content_Admin_Problems_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nichts wurde importiert. Beheben Sie diese in ${i?.file} und prüfen Sie die Datei erneut.`)
};

const fr_content_admin_problems_description = /** @type {(inputs: Content_Admin_Problems_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rien n’a été importé. Corrigez-les dans ${i?.file} et vérifiez-le à nouveau.`)
};

const nl_content_admin_problems_description = /** @type {(inputs: Content_Admin_Problems_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Er is niets geïmporteerd. Los deze op in ${i?.file} en controleer het opnieuw.`)
};

const es_content_admin_problems_description = /** @type {(inputs: Content_Admin_Problems_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se importó nada. Corrígelos en ${i?.file} y vuelve a comprobarlo.`)
};

const en_xa2_content_admin_problems_description = /** @type {(inputs: Content_Admin_Problems_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ ŵáš íɱþöŕţéð. Ƒíẋ ţĥéšé íñ ${i?.file} áñð çĥéçķ íţ áĝáíñ. one two three four]`)
};

/**
* | output |
* | --- |
* | "Nothing was imported. Fix these in {file} and check it again." |
*
* @param {Content_Admin_Problems_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_problems_description = /** @type {((inputs: Content_Admin_Problems_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Problems_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_problems_description(inputs)
	if (locale === "fr") return fr_content_admin_problems_description(inputs)
	if (locale === "nl") return nl_content_admin_problems_description(inputs)
	if (locale === "es") return es_content_admin_problems_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_problems_description(inputs)
	return en_content_admin_problems_description(inputs)
});