/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Domains_DescriptionInputs */

const en_content_admin_domains_description = /** @type {(inputs: Content_Admin_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sections controls are grouped in, in the order assessments show them.`)
};

const de_content_admin_domains_description = /** @type {(inputs: Content_Admin_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Abschnitte, in denen Kontrollen gruppiert sind, in der Reihenfolge, in der Bewertungen sie zeigen.`)
};

const fr_content_admin_domains_description = /** @type {(inputs: Content_Admin_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les sections qui regroupent les contrôles, dans l’ordre où les évaluations les affichent.`)
};

const nl_content_admin_domains_description = /** @type {(inputs: Content_Admin_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De secties waarin controls zijn gegroepeerd, in de volgorde waarin beoordelingen ze tonen.`)
};

const es_content_admin_domains_description = /** @type {(inputs: Content_Admin_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las secciones en las que se agrupan los controles, en el orden en que las muestran las evaluaciones.`)
};

const en_xa2_content_admin_domains_description = /** @type {(inputs: Content_Admin_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéçţíöñš çöñţŕöļš áŕé ĝŕöüþéð íñ, íñ ţĥé öŕðéŕ áššéššɱéñţš šĥöŵ ţĥéɱ. one two three four five]`)
};

/**
* | output |
* | --- |
* | "The sections controls are grouped in, in the order assessments show them." |
*
* @param {Content_Admin_Domains_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_domains_description = /** @type {((inputs?: Content_Admin_Domains_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Domains_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_domains_description(inputs)
	if (locale === "fr") return fr_content_admin_domains_description(inputs)
	if (locale === "nl") return nl_content_admin_domains_description(inputs)
	if (locale === "es") return es_content_admin_domains_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_domains_description(inputs)
	return en_content_admin_domains_description(inputs)
});