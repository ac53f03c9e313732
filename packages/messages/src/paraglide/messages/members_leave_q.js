/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Leave_QInputs */

const en_members_leave_q = /** @type {(inputs: Members_Leave_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the organisation?`)
};

const de_members_leave_q = /** @type {(inputs: Members_Leave_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Organisation verlassen?`)
};

const fr_members_leave_q = /** @type {(inputs: Members_Leave_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter l’organisation ?`)
};

const nl_members_leave_q = /** @type {(inputs: Members_Leave_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De organisatie verlaten?`)
};

const es_members_leave_q = /** @type {(inputs: Members_Leave_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Salir de la organización?`)
};

const en_xa2_members_leave_q = /** @type {(inputs: Members_Leave_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéáṽé ţĥé öŕĝáñíšáţíöñ? one t]`)
};

/**
* | output |
* | --- |
* | "Leave the organisation?" |
*
* @param {Members_Leave_QInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_leave_q = /** @type {((inputs?: Members_Leave_QInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Leave_QInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_leave_q(inputs)
	if (locale === "fr") return fr_members_leave_q(inputs)
	if (locale === "nl") return nl_members_leave_q(inputs)
	if (locale === "es") return es_members_leave_q(inputs)
	if (locale === "en-XA") return en_xa2_members_leave_q(inputs)
	return en_members_leave_q(inputs)
});