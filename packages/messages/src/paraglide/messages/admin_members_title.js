/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Members_TitleInputs */

const en_admin_members_title = /** @type {(inputs: Admin_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

const de_admin_members_title = /** @type {(inputs: Admin_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder`)
};

const fr_admin_members_title = /** @type {(inputs: Admin_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres`)
};

const nl_admin_members_title = /** @type {(inputs: Admin_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden`)
};

const es_admin_members_title = /** @type {(inputs: Admin_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembros`)
};

const en_xa2_admin_members_title = /** @type {(inputs: Admin_Members_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš ]`)
};

/**
* | output |
* | --- |
* | "Members" |
*
* @param {Admin_Members_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const admin_members_title = /** @type {((inputs?: Admin_Members_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_title(inputs)
	if (locale === "fr") return fr_admin_members_title(inputs)
	if (locale === "nl") return nl_admin_members_title(inputs)
	if (locale === "es") return es_admin_members_title(inputs)
	if (locale === "en-XA") return en_xa2_admin_members_title(inputs)
	return en_admin_members_title(inputs)
});