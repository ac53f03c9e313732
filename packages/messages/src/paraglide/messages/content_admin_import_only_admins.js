/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Import_Only_AdminsInputs */

const en_content_admin_import_only_admins = /** @type {(inputs: Content_Admin_Import_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only owners and admins of your organisation import baselines.`)
};

const de_content_admin_import_only_admins = /** @type {(inputs: Content_Admin_Import_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Admins Ihrer Organisation importieren Baselines.`)
};

const fr_content_admin_import_only_admins = /** @type {(inputs: Content_Admin_Import_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les propriétaires et administrateurs de votre organisation importent des référentiels.`)
};

const nl_content_admin_import_only_admins = /** @type {(inputs: Content_Admin_Import_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen eigenaren en beheerders van uw organisatie importeren baselines.`)
};

const es_content_admin_import_only_admins = /** @type {(inputs: Content_Admin_Import_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los propietarios y administradores de tu organización importan líneas base.`)
};

const en_xa2_content_admin_import_only_admins = /** @type {(inputs: Content_Admin_Import_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý öŵñéŕš áñð áðɱíñš öƒ ýöüŕ öŕĝáñíšáţíöñ íɱþöŕţ ƀášéļíñéš. one two three four]`)
};

/**
* | output |
* | --- |
* | "Only owners and admins of your organisation import baselines." |
*
* @param {Content_Admin_Import_Only_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_import_only_admins = /** @type {((inputs?: Content_Admin_Import_Only_AdminsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Import_Only_AdminsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_import_only_admins(inputs)
	if (locale === "fr") return fr_content_admin_import_only_admins(inputs)
	if (locale === "nl") return nl_content_admin_import_only_admins(inputs)
	if (locale === "es") return es_content_admin_import_only_admins(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_import_only_admins(inputs)
	return en_content_admin_import_only_admins(inputs)
});