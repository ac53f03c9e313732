/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Org_Second_Policy_Turned_OnInputs */

const en_org_second_policy_turned_on = /** @type {(inputs: Org_Second_Policy_Turned_OnInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Two-step sign-in is required. ${i?.count} member was signed out.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Two-step sign-in is required. ${i?.count} members were signed out.`);
	return /** @type {LocalizedString} */ ("org_second_policy_turned_on");
};

const de_org_second_policy_turned_on = /** @type {(inputs: Org_Second_Policy_Turned_OnInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Die Anmeldung in zwei Schritten ist Pflicht. ${i?.count} Mitglied wurde abgemeldet.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Die Anmeldung in zwei Schritten ist Pflicht. ${i?.count} Mitglieder wurden abgemeldet.`);
	return /** @type {LocalizedString} */ ("org_second_policy_turned_on");
};

const fr_org_second_policy_turned_on = /** @type {(inputs: Org_Second_Policy_Turned_OnInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`La connexion en deux étapes est exigée. ${i?.count} membre a été déconnecté.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`La connexion en deux étapes est exigée. ${i?.count} membres ont été déconnectés.`);
	return /** @type {LocalizedString} */ ("org_second_policy_turned_on");
};

const nl_org_second_policy_turned_on = /** @type {(inputs: Org_Second_Policy_Turned_OnInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Aanmelden in twee stappen is verplicht. ${i?.count} lid is afgemeld.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Aanmelden in twee stappen is verplicht. ${i?.count} leden zijn afgemeld.`);
	return /** @type {LocalizedString} */ ("org_second_policy_turned_on");
};

const es_org_second_policy_turned_on = /** @type {(inputs: Org_Second_Policy_Turned_OnInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El inicio de sesión en dos pasos es obligatorio. Se cerró la sesión de ${i?.count} miembro.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`El inicio de sesión en dos pasos es obligatorio. Se cerró la sesión de ${i?.count} miembros.`);
	return /** @type {LocalizedString} */ ("org_second_policy_turned_on");
};

const en_xa2_org_second_policy_turned_on = /** @type {(inputs: Org_Second_Policy_Turned_OnInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ íš ŕéǫüíŕéð. ${i?.count} ɱéɱƀéŕ ŵáš šíĝñéð öüţ. one two three four]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ íš ŕéǫüíŕéð. ${i?.count} ɱéɱƀéŕš ŵéŕé šíĝñéð öüţ. one two three four ]`);
	return /** @type {LocalizedString} */ ("org_second_policy_turned_on");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Two-step sign-in is required. {count} member was signed out." |
* | "other" | "Two-step sign-in is required. {count} members were signed out." |
*
* @param {Org_Second_Policy_Turned_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_turned_on = /** @type {((inputs: Org_Second_Policy_Turned_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Org_Second_Policy_Turned_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_org_second_policy_turned_on(inputs)
	if (locale === "fr") return fr_org_second_policy_turned_on(inputs)
	if (locale === "nl") return nl_org_second_policy_turned_on(inputs)
	if (locale === "es") return es_org_second_policy_turned_on(inputs)
	if (locale === "en-XA") return en_xa2_org_second_policy_turned_on(inputs)
	return en_org_second_policy_turned_on(inputs)
});