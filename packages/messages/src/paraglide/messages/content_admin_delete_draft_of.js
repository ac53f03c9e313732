/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Delete_Draft_OfInputs */

const en_content_admin_delete_draft_of = /** @type {(inputs: Content_Admin_Delete_Draft_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete draft of ${i?.name}`)
};

const de_content_admin_delete_draft_of = /** @type {(inputs: Content_Admin_Delete_Draft_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entwurf von ${i?.name} löschen`)
};

const fr_content_admin_delete_draft_of = /** @type {(inputs: Content_Admin_Delete_Draft_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Supprimer le brouillon de ${i?.name}`)
};

const nl_content_admin_delete_draft_of = /** @type {(inputs: Content_Admin_Delete_Draft_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Concept van ${i?.name} verwijderen`)
};

const es_content_admin_delete_draft_of = /** @type {(inputs: Content_Admin_Delete_Draft_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eliminar el borrador de ${i?.name}`)
};

const en_xa2_content_admin_delete_draft_of = /** @type {(inputs: Content_Admin_Delete_Draft_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţé ðŕáƒţ öƒ ${i?.name} one t]`)
};

/**
* | output |
* | --- |
* | "Delete draft of {name}" |
*
* @param {Content_Admin_Delete_Draft_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_delete_draft_of = /** @type {((inputs: Content_Admin_Delete_Draft_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Delete_Draft_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_delete_draft_of(inputs)
	if (locale === "fr") return fr_content_admin_delete_draft_of(inputs)
	if (locale === "nl") return nl_content_admin_delete_draft_of(inputs)
	if (locale === "es") return es_content_admin_delete_draft_of(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_delete_draft_of(inputs)
	return en_content_admin_delete_draft_of(inputs)
});