/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Draft_DeletedInputs */

const en_content_admin_draft_deleted = /** @type {(inputs: Content_Admin_Draft_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft deleted`)
};

const de_content_admin_draft_deleted = /** @type {(inputs: Content_Admin_Draft_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwurf gelöscht`)
};

const fr_content_admin_draft_deleted = /** @type {(inputs: Content_Admin_Draft_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brouillon supprimé`)
};

const nl_content_admin_draft_deleted = /** @type {(inputs: Content_Admin_Draft_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concept verwijderd`)
};

const es_content_admin_draft_deleted = /** @type {(inputs: Content_Admin_Draft_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrador eliminado`)
};

const en_xa2_content_admin_draft_deleted = /** @type {(inputs: Content_Admin_Draft_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðŕáƒţ ðéļéţéð on]`)
};

/**
* | output |
* | --- |
* | "Draft deleted" |
*
* @param {Content_Admin_Draft_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_draft_deleted = /** @type {((inputs?: Content_Admin_Draft_DeletedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Draft_DeletedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_draft_deleted(inputs)
	if (locale === "fr") return fr_content_admin_draft_deleted(inputs)
	if (locale === "nl") return nl_content_admin_draft_deleted(inputs)
	if (locale === "es") return es_content_admin_draft_deleted(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_draft_deleted(inputs)
	return en_content_admin_draft_deleted(inputs)
});