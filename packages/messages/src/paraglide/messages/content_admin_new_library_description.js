/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_New_Library_DescriptionInputs */

const en_content_admin_new_library_description = /** @type {(inputs: Content_Admin_New_Library_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A draft of the global library, seen by no organisation until you publish it. Add domains and controls, then publish it.`)
};

const de_content_admin_new_library_description = /** @type {(inputs: Content_Admin_New_Library_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Entwurf der globalen Bibliothek, für keine Organisation sichtbar, bis Sie ihn veröffentlichen. Fügen Sie Domänen und Kontrollen hinzu und veröffentlichen Sie ihn dann.`)
};

const fr_content_admin_new_library_description = /** @type {(inputs: Content_Admin_New_Library_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un brouillon de la bibliothèque globale, invisible pour les organisations jusqu’à sa publication. Ajoutez des domaines et des contrôles, puis publiez-le.`)
};

const nl_content_admin_new_library_description = /** @type {(inputs: Content_Admin_New_Library_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een concept van de globale bibliotheek, voor geen enkele organisatie zichtbaar tot u het publiceert. Voeg domeinen en controls toe en publiceer het daarna.`)
};

const es_content_admin_new_library_description = /** @type {(inputs: Content_Admin_New_Library_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un borrador de la biblioteca global, que ninguna organización ve hasta que lo publiques. Añade dominios y controles y después publícalo.`)
};

const en_xa2_content_admin_new_library_description = /** @type {(inputs: Content_Admin_New_Library_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å ðŕáƒţ öƒ ţĥé ĝļöƀáļ ļíƀŕáŕý, šééñ ƀý ñö öŕĝáñíšáţíöñ üñţíļ ýöü þüƀļíšĥ íţ. Åðð ðöɱáíñš áñð çöñţŕöļš, ţĥéñ þüƀļíšĥ íţ. one two three four five six seven eight]`)
};

/**
* | output |
* | --- |
* | "A draft of the global library, seen by no organisation until you publish it. Add domains and controls, then publish it." |
*
* @param {Content_Admin_New_Library_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_new_library_description = /** @type {((inputs?: Content_Admin_New_Library_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_New_Library_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_new_library_description(inputs)
	if (locale === "fr") return fr_content_admin_new_library_description(inputs)
	if (locale === "nl") return nl_content_admin_new_library_description(inputs)
	if (locale === "es") return es_content_admin_new_library_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_new_library_description(inputs)
	return en_content_admin_new_library_description(inputs)
});