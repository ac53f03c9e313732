/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Actor_JobInputs */

const en_audit_actor_job = /** @type {(inputs: Audit_Actor_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled job`)
};

const de_audit_actor_job = /** @type {(inputs: Audit_Actor_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplanter Auftrag`)
};

const fr_audit_actor_job = /** @type {(inputs: Audit_Actor_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tâche planifiée`)
};

const nl_audit_actor_job = /** @type {(inputs: Audit_Actor_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geplande taak`)
};

const es_audit_actor_job = /** @type {(inputs: Audit_Actor_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarea programada`)
};

const en_xa2_audit_actor_job = /** @type {(inputs: Audit_Actor_JobInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçĥéðüļéð ĵöƀ on]`)
};

/**
* | output |
* | --- |
* | "Scheduled job" |
*
* @param {Audit_Actor_JobInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_actor_job = /** @type {((inputs?: Audit_Actor_JobInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Actor_JobInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_actor_job(inputs)
	if (locale === "fr") return fr_audit_actor_job(inputs)
	if (locale === "nl") return nl_audit_actor_job(inputs)
	if (locale === "es") return es_audit_actor_job(inputs)
	if (locale === "en-XA") return en_xa2_audit_actor_job(inputs)
	return en_audit_actor_job(inputs)
});