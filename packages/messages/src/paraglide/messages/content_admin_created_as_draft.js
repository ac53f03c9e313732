/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Created_As_DraftInputs */

const en_content_admin_created_as_draft = /** @type {(inputs: Content_Admin_Created_As_DraftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} created as a draft`)
};

const de_content_admin_created_as_draft = /** @type {(inputs: Content_Admin_Created_As_DraftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} als Entwurf angelegt`)
};

const fr_content_admin_created_as_draft = /** @type {(inputs: Content_Admin_Created_As_DraftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} créé comme brouillon`)
};

const nl_content_admin_created_as_draft = /** @type {(inputs: Content_Admin_Created_As_DraftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gemaakt als concept`)
};

const es_content_admin_created_as_draft = /** @type {(inputs: Content_Admin_Created_As_DraftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} creado como borrador`)
};

const en_xa2_content_admin_created_as_draft = /** @type {(inputs: Content_Admin_Created_As_DraftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} çŕéáţéð áš á ðŕáƒţ one tw]`)
};

/**
* | output |
* | --- |
* | "{name} created as a draft" |
*
* @param {Content_Admin_Created_As_DraftInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_created_as_draft = /** @type {((inputs: Content_Admin_Created_As_DraftInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Created_As_DraftInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_created_as_draft(inputs)
	if (locale === "fr") return fr_content_admin_created_as_draft(inputs)
	if (locale === "nl") return nl_content_admin_created_as_draft(inputs)
	if (locale === "es") return es_content_admin_created_as_draft(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_created_as_draft(inputs)
	return en_content_admin_created_as_draft(inputs)
});