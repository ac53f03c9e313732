/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_RemovedInputs */

const en_content_admin_removed = /** @type {(inputs: Content_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed`)
};

const de_content_admin_removed = /** @type {(inputs: Content_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernt`)
};

const fr_content_admin_removed = /** @type {(inputs: Content_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimé`)
};

const nl_content_admin_removed = /** @type {(inputs: Content_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijderd`)
};

const es_content_admin_removed = /** @type {(inputs: Content_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminado`)
};

const en_xa2_content_admin_removed = /** @type {(inputs: Content_Admin_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽéð ]`)
};

/**
* | output |
* | --- |
* | "Removed" |
*
* @param {Content_Admin_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_removed = /** @type {((inputs?: Content_Admin_RemovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_RemovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_removed(inputs)
	if (locale === "fr") return fr_content_admin_removed(inputs)
	if (locale === "nl") return nl_content_admin_removed(inputs)
	if (locale === "es") return es_content_admin_removed(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_removed(inputs)
	return en_content_admin_removed(inputs)
});