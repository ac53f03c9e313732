/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_New_Private_DescriptionInputs */

const en_content_admin_new_private_description = /** @type {(inputs: Content_Admin_New_Private_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A private draft of your organisation. Add domains and controls, then publish it.`)
};

const de_content_admin_new_private_description = /** @type {(inputs: Content_Admin_New_Private_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein privater Entwurf Ihrer Organisation. Fügen Sie Domänen und Kontrollen hinzu und veröffentlichen Sie ihn dann.`)
};

const fr_content_admin_new_private_description = /** @type {(inputs: Content_Admin_New_Private_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un brouillon privé de votre organisation. Ajoutez des domaines et des contrôles, puis publiez-le.`)
};

const nl_content_admin_new_private_description = /** @type {(inputs: Content_Admin_New_Private_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een privéconcept van uw organisatie. Voeg domeinen en controls toe en publiceer het daarna.`)
};

const es_content_admin_new_private_description = /** @type {(inputs: Content_Admin_New_Private_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un borrador privado de tu organización. Añade dominios y controles y después publícalo.`)
};

const en_xa2_content_admin_new_private_description = /** @type {(inputs: Content_Admin_New_Private_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å þŕíṽáţé ðŕáƒţ öƒ ýöüŕ öŕĝáñíšáţíöñ. Åðð ðöɱáíñš áñð çöñţŕöļš, ţĥéñ þüƀļíšĥ íţ. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "A private draft of your organisation. Add domains and controls, then publish it." |
*
* @param {Content_Admin_New_Private_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_new_private_description = /** @type {((inputs?: Content_Admin_New_Private_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_New_Private_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_new_private_description(inputs)
	if (locale === "fr") return fr_content_admin_new_private_description(inputs)
	if (locale === "nl") return nl_content_admin_new_private_description(inputs)
	if (locale === "es") return es_content_admin_new_private_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_new_private_description(inputs)
	return en_content_admin_new_private_description(inputs)
});