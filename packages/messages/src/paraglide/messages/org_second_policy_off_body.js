/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Org_Second_Policy_Off_BodyInputs */

const en_org_second_policy_off_body = /** @type {(inputs: Org_Second_Policy_Off_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members keep the second steps they added, but new members no longer need one.`)
};

const de_org_second_policy_off_body = /** @type {(inputs: Org_Second_Policy_Off_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder behalten ihre zweiten Schritte, aber neue Mitglieder brauchen keinen mehr.`)
};

const fr_org_second_policy_off_body = /** @type {(inputs: Org_Second_Policy_Off_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres gardent les deuxièmes étapes ajoutées, mais les nouveaux membres n’en ont plus besoin.`)
};

const nl_org_second_policy_off_body = /** @type {(inputs: Org_Second_Policy_Off_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden houden hun tweede stappen, maar nieuwe leden hebben er geen meer nodig.`)
};

const es_org_second_policy_off_body = /** @type {(inputs: Org_Second_Policy_Off_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros conservan los segundos pasos que añadieron, pero los nuevos ya no lo necesitan.`)
};

const en_xa2_org_second_policy_off_body = /** @type {(inputs: Org_Second_Policy_Off_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš ķééþ ţĥé šéçöñð šţéþš ţĥéý áððéð, ƀüţ ñéŵ ɱéɱƀéŕš ñö ļöñĝéŕ ñééð öñé. one two three four five ]`)
};

/**
* | output |
* | --- |
* | "Members keep the second steps they added, but new members no longer need one." |
*
* @param {Org_Second_Policy_Off_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_off_body = /** @type {((inputs?: Org_Second_Policy_Off_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Off_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_off_body(inputs)
	if (locale === "fr") return fr_org_second_policy_off_body(inputs)
	if (locale === "nl") return nl_org_second_policy_off_body(inputs)
	if (locale === "es") return es_org_second_policy_off_body(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_off_body(inputs)
	return en_org_second_policy_off_body(inputs)
});