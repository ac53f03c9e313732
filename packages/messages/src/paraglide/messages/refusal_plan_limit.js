/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Refusal_Plan_LimitInputs */

const en_refusal_plan_limit = /** @type {(inputs: Refusal_Plan_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Your plan allows 1 of these. Upgrade the plan to add more.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Your plan allows ${i?.max} of these. Upgrade the plan to add more.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit");
};

const de_refusal_plan_limit = /** @type {(inputs: Refusal_Plan_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("de", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt 1 davon. Wechseln Sie den Tarif, um mehr hinzuzufügen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Ihr Tarif erlaubt ${i?.max} davon. Wechseln Sie den Tarif, um mehr hinzuzufügen.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit");
};

const fr_refusal_plan_limit = /** @type {(inputs: Refusal_Plan_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("fr", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Votre offre en permet ${i?.max}. Passez à une offre supérieure pour en ajouter.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Votre offre en permet ${i?.max}. Passez à une offre supérieure pour en ajouter.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit");
};

const nl_refusal_plan_limit = /** @type {(inputs: Refusal_Plan_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("nl", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Uw abonnement staat er 1 toe. Upgrade om er meer toe te voegen.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Uw abonnement staat er ${i?.max} toe. Upgrade om er meer toe te voegen.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit");
};

const es_refusal_plan_limit = /** @type {(inputs: Refusal_Plan_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("es", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`Su plan permite 1. Mejore el plan para añadir más.`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`Su plan permite ${i?.max}. Mejore el plan para añadir más.`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit");
};

const en_xa2_refusal_plan_limit = /** @type {(inputs: Refusal_Plan_LimitInputs) => LocalizedString} */ (i) => {const maxPlural = registry.plural("en-XA", i?.max, {});
	if (maxPlural === "one") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš 1 öƒ ţĥéšé. Ûþĝŕáðé ţĥé þļáñ ţö áðð ɱöŕé. one two three fou]`);
	if (maxPlural === "other") return /** @type {LocalizedString} */ (`[Ýöüŕ þļáñ áļļöŵš ${i?.max} öƒ ţĥéšé. Ûþĝŕáðé ţĥé þļáñ ţö áðð ɱöŕé. one two three four ]`);
	return /** @type {LocalizedString} */ ("refusal_plan_limit");
};

/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your plan allows 1 of these. Upgrade the plan to add more." |
* | "other" | "Your plan allows {max} of these. Upgrade the plan to add more." |
*
* @param {Refusal_Plan_LimitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit = /** @type {((inputs: Refusal_Plan_LimitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Plan_LimitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_plan_limit(inputs)
	if (locale === "fr") return fr_refusal_plan_limit(inputs)
	if (locale === "nl") return nl_refusal_plan_limit(inputs)
	if (locale === "es") return es_refusal_plan_limit(inputs)
	if (locale === "en-XA") return en_xa2_refusal_plan_limit(inputs)
	return en_refusal_plan_limit(inputs)
});