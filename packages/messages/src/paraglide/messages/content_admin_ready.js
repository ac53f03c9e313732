/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_ReadyInputs */

const en_content_admin_ready = /** @type {(inputs: Content_Admin_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is ready to import`)
};

const de_content_admin_ready = /** @type {(inputs: Content_Admin_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Datei ist bereit zum Import`)
};

const fr_content_admin_ready = /** @type {(inputs: Content_Admin_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier est prêt à être importé`)
};

const nl_content_admin_ready = /** @type {(inputs: Content_Admin_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het bestand is klaar om te importeren`)
};

const es_content_admin_ready = /** @type {(inputs: Content_Admin_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El archivo está listo para importar`)
};

const en_xa2_content_admin_ready = /** @type {(inputs: Content_Admin_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƒíļé íš ŕéáðý ţö íɱþöŕţ one tw]`)
};

/**
* | output |
* | --- |
* | "The file is ready to import" |
*
* @param {Content_Admin_ReadyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_ready = /** @type {((inputs?: Content_Admin_ReadyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_ReadyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_ready(inputs)
	if (locale === "fr") return fr_content_admin_ready(inputs)
	if (locale === "nl") return nl_content_admin_ready(inputs)
	if (locale === "es") return es_content_admin_ready(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_ready(inputs)
	return en_content_admin_ready(inputs)
});