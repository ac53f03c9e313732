/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Library_VersionsInputs */

const en_content_admin_library_versions = /** @type {(inputs: Content_Admin_Library_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish global drafts, compare versions, retire and export them.`)
};

const de_content_admin_library_versions = /** @type {(inputs: Content_Admin_Library_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale Entwürfe veröffentlichen, Versionen vergleichen, außer Dienst stellen und exportieren.`)
};

const fr_content_admin_library_versions = /** @type {(inputs: Content_Admin_Library_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiez les brouillons globaux, comparez les versions, retirez-les et exportez-les.`)
};

const nl_content_admin_library_versions = /** @type {(inputs: Content_Admin_Library_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiceer globale concepten, vergelijk versies, stel ze buiten gebruik en exporteer ze.`)
};

const es_content_admin_library_versions = /** @type {(inputs: Content_Admin_Library_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publica borradores globales, compara versiones, retíralas y expórtalas.`)
};

const en_xa2_content_admin_library_versions = /** @type {(inputs: Content_Admin_Library_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þüƀļíšĥ ĝļöƀáļ ðŕáƒţš, çöɱþáŕé ṽéŕšíöñš, ŕéţíŕé áñð éẋþöŕţ ţĥéɱ. one two three four ]`)
};

/**
* | output |
* | --- |
* | "Publish global drafts, compare versions, retire and export them." |
*
* @param {Content_Admin_Library_VersionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_library_versions = /** @type {((inputs?: Content_Admin_Library_VersionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Library_VersionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_library_versions(inputs)
	if (locale === "fr") return fr_content_admin_library_versions(inputs)
	if (locale === "nl") return nl_content_admin_library_versions(inputs)
	if (locale === "es") return es_content_admin_library_versions(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_library_versions(inputs)
	return en_content_admin_library_versions(inputs)
});