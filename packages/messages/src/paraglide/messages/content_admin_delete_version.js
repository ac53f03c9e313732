/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Content_Admin_Delete_VersionInputs */

const en_content_admin_delete_version = /** @type {(inputs: Content_Admin_Delete_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} and its unpublished changes are removed; published versions stay. This cannot be undone.`)
};

const de_content_admin_delete_version = /** @type {(inputs: Content_Admin_Delete_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} und ihre unveröffentlichten Änderungen werden entfernt; veröffentlichte Versionen bleiben. Das kann nicht rückgängig gemacht werden.`)
};

const fr_content_admin_delete_version = /** @type {(inputs: Content_Admin_Delete_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La version ${i?.version} et ses modifications non publiées sont supprimées ; les versions publiées restent. Cette action est irréversible.`)
};

const nl_content_admin_delete_version = /** @type {(inputs: Content_Admin_Delete_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version} en de niet-gepubliceerde wijzigingen worden verwijderd; gepubliceerde versies blijven. Dit kan niet ongedaan worden gemaakt.`)
};

const es_content_admin_delete_version = /** @type {(inputs: Content_Admin_Delete_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminan la versión ${i?.version} y sus cambios sin publicar; las versiones publicadas se mantienen. No se puede deshacer.`)
};

const en_xa2_content_admin_delete_version = /** @type {(inputs: Content_Admin_Delete_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ${i?.version} áñð íţš üñþüƀļíšĥéð çĥáñĝéš áŕé ŕéɱöṽéð; þüƀļíšĥéð ṽéŕšíöñš šţáý. Ţĥíš çáññöţ ƀé üñðöñé. one two three four five six seven ]`)
};

/**
* | output |
* | --- |
* | "Version {version} and its unpublished changes are removed; published versions stay. This cannot be undone." |
*
* @param {Content_Admin_Delete_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_delete_version = /** @type {((inputs: Content_Admin_Delete_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Delete_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_delete_version(inputs)
	if (locale === "fr") return fr_content_admin_delete_version(inputs)
	if (locale === "nl") return nl_content_admin_delete_version(inputs)
	if (locale === "es") return es_content_admin_delete_version(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_delete_version(inputs)
	return en_content_admin_delete_version(inputs)
});