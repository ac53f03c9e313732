/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Archive_Only_AdminsInputs */

const en_tenants_archive_only_admins = /** @type {(inputs: Tenants_Archive_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only owners and admins can archive or restore tenants.`)
};

const de_tenants_archive_only_admins = /** @type {(inputs: Tenants_Archive_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Inhaber und Administratoren können Mandanten archivieren oder wiederherstellen.`)
};

const fr_tenants_archive_only_admins = /** @type {(inputs: Tenants_Archive_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les propriétaires et les administrateurs peuvent archiver ou restaurer des entités.`)
};

const nl_tenants_archive_only_admins = /** @type {(inputs: Tenants_Archive_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen eigenaren en beheerders kunnen tenants archiveren of herstellen.`)
};

const es_tenants_archive_only_admins = /** @type {(inputs: Tenants_Archive_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los propietarios y administradores pueden archivar o restaurar inquilinos.`)
};

const en_xa2_tenants_archive_only_admins = /** @type {(inputs: Tenants_Archive_Only_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñļý öŵñéŕš áñð áðɱíñš çáñ áŕçĥíṽé öŕ ŕéšţöŕé ţéñáñţš. one two three fo]`)
};

/**
* | output |
* | --- |
* | "Only owners and admins can archive or restore tenants." |
*
* @param {Tenants_Archive_Only_AdminsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_only_admins = /** @type {((inputs?: Tenants_Archive_Only_AdminsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Archive_Only_AdminsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_archive_only_admins(inputs)
	if (locale === "fr") return fr_tenants_archive_only_admins(inputs)
	if (locale === "nl") return nl_tenants_archive_only_admins(inputs)
	if (locale === "es") return es_tenants_archive_only_admins(inputs)
	if (locale === "en-XA") return en_xa2_tenants_archive_only_admins(inputs)
	return en_tenants_archive_only_admins(inputs)
});