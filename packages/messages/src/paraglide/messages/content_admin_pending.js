/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_PendingInputs */

const en_content_admin_pending = /** @type {(inputs: Content_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsaved changes`)
};

const de_content_admin_pending = /** @type {(inputs: Content_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungespeicherte Änderungen`)
};

const fr_content_admin_pending = /** @type {(inputs: Content_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications non enregistrées`)
};

const nl_content_admin_pending = /** @type {(inputs: Content_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet-opgeslagen wijzigingen`)
};

const es_content_admin_pending = /** @type {(inputs: Content_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios sin guardar`)
};

const en_xa2_content_admin_pending = /** @type {(inputs: Content_Admin_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñšáṽéð çĥáñĝéš on]`)
};

/**
* | output |
* | --- |
* | "Unsaved changes" |
*
* @param {Content_Admin_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_pending = /** @type {((inputs?: Content_Admin_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_PendingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_pending(inputs)
	if (locale === "fr") return fr_content_admin_pending(inputs)
	if (locale === "nl") return nl_content_admin_pending(inputs)
	if (locale === "es") return es_content_admin_pending(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_pending(inputs)
	return en_content_admin_pending(inputs)
});