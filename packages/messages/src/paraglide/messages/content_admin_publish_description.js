/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Publish_DescriptionInputs */

const en_content_admin_publish_description = /** @type {(inputs: Content_Admin_Publish_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants can then be assessed against it, and it can never change again: later edits go into a new version.`)
};

const de_content_admin_publish_description = /** @type {(inputs: Content_Admin_Publish_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten können dann danach bewertet werden, und sie kann sich nie wieder ändern: Spätere Änderungen kommen in eine neue Version.`)
};

const fr_content_admin_publish_description = /** @type {(inputs: Content_Admin_Publish_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les entités peuvent alors être évaluées selon cette version, qui ne pourra plus jamais changer : les modifications ultérieures iront dans une nouvelle version.`)
};

const nl_content_admin_publish_description = /** @type {(inputs: Content_Admin_Publish_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants kunnen er dan tegen worden beoordeeld en ze kan nooit meer veranderen: latere wijzigingen gaan in een nieuwe versie.`)
};

const es_content_admin_publish_description = /** @type {(inputs: Content_Admin_Publish_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los inquilinos podrán evaluarse con ella, y ya no podrá cambiar: las ediciones posteriores irán a una nueva versión.`)
};

const en_xa2_content_admin_publish_description = /** @type {(inputs: Content_Admin_Publish_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš çáñ ţĥéñ ƀé áššéššéð áĝáíñšţ íţ, áñð íţ çáñ ñéṽéŕ çĥáñĝé áĝáíñ: ļáţéŕ éðíţš ĝö íñţö á ñéŵ ṽéŕšíöñ. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "Tenants can then be assessed against it, and it can never change again: later edits go into a new version." |
*
* @param {Content_Admin_Publish_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_publish_description = /** @type {((inputs?: Content_Admin_Publish_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Publish_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_publish_description(inputs)
	if (locale === "fr") return fr_content_admin_publish_description(inputs)
	if (locale === "nl") return nl_content_admin_publish_description(inputs)
	if (locale === "es") return es_content_admin_publish_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_publish_description(inputs)
	return en_content_admin_publish_description(inputs)
});