/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Delete_DraftInputs */

const en_content_admin_delete_draft = /** @type {(inputs: Content_Admin_Delete_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete draft`)
};

const de_content_admin_delete_draft = /** @type {(inputs: Content_Admin_Delete_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entwurf löschen`)
};

const fr_content_admin_delete_draft = /** @type {(inputs: Content_Admin_Delete_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le brouillon`)
};

const nl_content_admin_delete_draft = /** @type {(inputs: Content_Admin_Delete_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Concept verwijderen`)
};

const es_content_admin_delete_draft = /** @type {(inputs: Content_Admin_Delete_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminar borrador`)
};

const en_xa2_content_admin_delete_draft = /** @type {(inputs: Content_Admin_Delete_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ðŕáƒţ o]`)
};

/**
* | output |
* | --- |
* | "Delete draft" |
*
* @param {Content_Admin_Delete_DraftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_delete_draft = /** @type {((inputs?: Content_Admin_Delete_DraftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Delete_DraftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_delete_draft(inputs)
	if (locale === "fr") return fr_content_admin_delete_draft(inputs)
	if (locale === "nl") return nl_content_admin_delete_draft(inputs)
	if (locale === "es") return es_content_admin_delete_draft(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_delete_draft(inputs)
	return en_content_admin_delete_draft(inputs)
});