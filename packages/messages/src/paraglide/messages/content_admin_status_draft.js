/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Status_DraftInputs */

const en_content_admin_status_draft = /** @type {(inputs: Content_Admin_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft`)
};

const de_content_admin_status_draft = /** @type {(inputs: Content_Admin_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwurf`)
};

const fr_content_admin_status_draft = /** @type {(inputs: Content_Admin_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon`)
};

const nl_content_admin_status_draft = /** @type {(inputs: Content_Admin_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concept`)
};

const es_content_admin_status_draft = /** @type {(inputs: Content_Admin_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador`)
};

const en_xa2_content_admin_status_draft = /** @type {(inputs: Content_Admin_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕáƒţ ]`)
};

/**
* | output |
* | --- |
* | "Draft" |
*
* @param {Content_Admin_Status_DraftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_status_draft = /** @type {((inputs?: Content_Admin_Status_DraftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Status_DraftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_status_draft(inputs)
	if (locale === "fr") return fr_content_admin_status_draft(inputs)
	if (locale === "nl") return nl_content_admin_status_draft(inputs)
	if (locale === "es") return es_content_admin_status_draft(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_status_draft(inputs)
	return en_content_admin_status_draft(inputs)
});