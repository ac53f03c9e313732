/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Delete_Only_VersionInputs */

const en_content_admin_delete_only_version = /** @type {(inputs: Content_Admin_Delete_Only_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The baseline has no other version, so it is removed entirely. This cannot be undone.`)
};

const de_content_admin_delete_only_version = /** @type {(inputs: Content_Admin_Delete_Only_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Baseline hat keine andere Version und wird daher ganz entfernt. Das kann nicht rückgängig gemacht werden.`)
};

const fr_content_admin_delete_only_version = /** @type {(inputs: Content_Admin_Delete_Only_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le référentiel n’a pas d’autre version ; il est donc entièrement supprimé. Cette action est irréversible.`)
};

const nl_content_admin_delete_only_version = /** @type {(inputs: Content_Admin_Delete_Only_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De baseline heeft geen andere versie en wordt dus helemaal verwijderd. Dit kan niet ongedaan worden gemaakt.`)
};

const es_content_admin_delete_only_version = /** @type {(inputs: Content_Admin_Delete_Only_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La línea base no tiene otra versión, así que se elimina por completo. No se puede deshacer.`)
};

const en_xa2_content_admin_delete_only_version = /** @type {(inputs: Content_Admin_Delete_Only_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ƀášéļíñé ĥáš ñö öţĥéŕ ṽéŕšíöñ, šö íţ íš ŕéɱöṽéð éñţíŕéļý. Ţĥíš çáññöţ ƀé üñðöñé. one two three four five si]`)
};

/**
* | output |
* | --- |
* | "The baseline has no other version, so it is removed entirely. This cannot be undone." |
*
* @param {Content_Admin_Delete_Only_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_delete_only_version = /** @type {((inputs?: Content_Admin_Delete_Only_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Delete_Only_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_delete_only_version(inputs)
	if (locale === "fr") return fr_content_admin_delete_only_version(inputs)
	if (locale === "nl") return nl_content_admin_delete_only_version(inputs)
	if (locale === "es") return es_content_admin_delete_only_version(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_delete_only_version(inputs)
	return en_content_admin_delete_only_version(inputs)
});