/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Content_Admin_Draft_VersionInputs */

const en_content_admin_draft_version = /** @type {(inputs: Content_Admin_Draft_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Draft · v${i?.version}`)
};

const de_content_admin_draft_version = /** @type {(inputs: Content_Admin_Draft_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Entwurf · v${i?.version}`)
};

const fr_content_admin_draft_version = /** @type {(inputs: Content_Admin_Draft_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Brouillon · v${i?.version}`)
};

const nl_content_admin_draft_version = /** @type {(inputs: Content_Admin_Draft_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Concept · v${i?.version}`)
};

const es_content_admin_draft_version = /** @type {(inputs: Content_Admin_Draft_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Borrador · v${i?.version}`)
};

const en_xa2_content_admin_draft_version = /** @type {(inputs: Content_Admin_Draft_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðŕáƒţ · ṽ${i?.version} one]`)
};

/**
* | output |
* | --- |
* | "Draft · v{version}" |
*
* @param {Content_Admin_Draft_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_draft_version = /** @type {((inputs: Content_Admin_Draft_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Draft_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_draft_version(inputs)
	if (locale === "fr") return fr_content_admin_draft_version(inputs)
	if (locale === "nl") return nl_content_admin_draft_version(inputs)
	if (locale === "es") return es_content_admin_draft_version(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_draft_version(inputs)
	return en_content_admin_draft_version(inputs)
});