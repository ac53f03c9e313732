/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_LeaveInputs */

const en_members_leave = /** @type {(inputs: Members_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

const de_members_leave = /** @type {(inputs: Members_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlassen`)
};

const fr_members_leave = /** @type {(inputs: Members_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter`)
};

const nl_members_leave = /** @type {(inputs: Members_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlaten`)
};

const es_members_leave = /** @type {(inputs: Members_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

const en_xa2_members_leave = /** @type {(inputs: Members_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ]`)
};

/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Members_LeaveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_leave = /** @type {((inputs?: Members_LeaveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_LeaveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_leave(inputs)
	if (locale === "fr") return fr_members_leave(inputs)
	if (locale === "nl") return nl_members_leave(inputs)
	if (locale === "es") return es_members_leave(inputs)
	if (locale === "en-XA") return en_xa2_members_leave(inputs)
	return en_members_leave(inputs)
});