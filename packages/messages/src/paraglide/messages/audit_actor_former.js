/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Actor_FormerInputs */

const en_audit_actor_former = /** @type {(inputs: Audit_Actor_FormerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Former member`)
};

const de_audit_actor_former = /** @type {(inputs: Audit_Actor_FormerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ehemaliges Mitglied`)
};

const fr_audit_actor_former = /** @type {(inputs: Audit_Actor_FormerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancien membre`)
};

const nl_audit_actor_former = /** @type {(inputs: Audit_Actor_FormerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voormalig lid`)
};

const es_audit_actor_former = /** @type {(inputs: Audit_Actor_FormerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antiguo miembro`)
};

const en_xa2_audit_actor_former = /** @type {(inputs: Audit_Actor_FormerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕɱéŕ ɱéɱƀéŕ on]`)
};

/**
* | output |
* | --- |
* | "Former member" |
*
* @param {Audit_Actor_FormerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_actor_former = /** @type {((inputs?: Audit_Actor_FormerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Actor_FormerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_actor_former(inputs)
	if (locale === "fr") return fr_audit_actor_former(inputs)
	if (locale === "nl") return nl_audit_actor_former(inputs)
	if (locale === "es") return es_audit_actor_former(inputs)
	if (locale === "en-XA") return en_xa2_audit_actor_former(inputs)
	return en_audit_actor_former(inputs)
});